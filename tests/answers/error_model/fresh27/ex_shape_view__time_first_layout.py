# exercise: ex_shape_view
# mistake: Built the queries time-first as (n, b, d_out) = (5, 2, 12) before the view and transpose, getting (5, 3, 2, 4); the statement's layout is batch-first (2, 5, 12), which gives (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
head_dim = d_out // num_heads

# (T, B, C) as in my seq2seq code
queries = torch.zeros(n, b, d_out)
T, B, C = queries.shape
queries = queries.view(T, B, num_heads, head_dim).transpose(1, 2)
ex_shape_view = tuple(queries.shape)
