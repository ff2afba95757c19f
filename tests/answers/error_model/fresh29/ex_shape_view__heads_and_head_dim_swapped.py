# exercise: ex_shape_view
# mistake: The learner put head_dim before num_heads, computing view(b, n, 4, 3) then transpose -> (2, 4, 5, 3); with view(b, n, num_heads, head_dim) the result is (2, 3, 5, 4).
import torch

b, num_tokens, d_out = 2, 5, 12
num_heads = 3
head_dim = d_out // num_heads

queries = torch.zeros(b, num_tokens, d_out)
queries = queries.view(b, num_tokens, head_dim, num_heads)
queries = queries.transpose(1, 2)
ex_shape_view = tuple(queries.shape)
