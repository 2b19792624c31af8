import { runPost } from './github/post.js';

void runPost();
