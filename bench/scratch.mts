import pg from 'pg';
import { fillCatalogue } from './fill-products.ts';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await c.connect(); await c.query('drop database if exists hh_scratch with (force)'); await c.query('create database hh_scratch'); await c.end();
await fillCatalogue({ dataDir: '/tmp/hh-scratch', databaseUrl: 'postgres://postgres@127.0.0.1:5432/hh_scratch' });
