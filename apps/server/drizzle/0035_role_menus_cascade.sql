-- A role's grants follow the menu table: deleting a menu entry deletes its grants in every shop
-- (the menus module no longer writes the roles module's table to do it).
DELETE FROM "role_menus" rm WHERE NOT EXISTS (SELECT 1 FROM "menus" m WHERE m."id" = rm."menu_id");
--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "menus"("id") ON DELETE CASCADE;
