# exercise: ex_shape_view
# mistake: Used the book's num_heads = 2 instead of the statement's 3 heads, giving (2, 2, 5, 6); with 3 heads head_dim = 4 and the shape is (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
num_heads = 2
q = queries.view(2, 5, num_heads, 12 // num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
