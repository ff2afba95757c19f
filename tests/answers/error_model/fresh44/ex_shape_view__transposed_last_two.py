# exercise: ex_shape_view
# mistake: Applied transpose(2, 3) (the transpose used for keys in the score product) instead of transpose(1, 2), giving (2, 5, 4, 3); the question's transpose(1, 2) gives (2, 3, 5, 4).
import torch

queries = torch.rand(2, 5, 12)
b, num_tokens, d_out = queries.shape
num_heads = 3
head_dim = d_out // num_heads
queries = queries.view(b, num_tokens, num_heads, head_dim)
queries = queries.transpose(2, 3)
print(queries.shape)
ex_shape_view = tuple(queries.shape)
