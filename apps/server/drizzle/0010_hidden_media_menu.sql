-- The media library is reached from the media picker, not the sidebar (spec: /study/materia/index is hidden).
UPDATE "menus" SET "hidden" = true WHERE "name" IN ('Study', 'Materia');
