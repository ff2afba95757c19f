# exercise: ex_shape_view
# mistake: Transposes the last two axes (2, 3) instead of the tokens and heads (1, 2), answering (2, 5, 4, 3); the correct shape is (2, 3, 5, 4).
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
queries = torch.zeros(b, n, d_out)
ex_shape_view = tuple(queries.view(b, n, num_heads, d_out // num_heads).transpose(2, 3).shape)
