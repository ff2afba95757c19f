# exercise: ex_shape_view
# mistake: Takes 3 as the size of each head and 12 // 3 = 4 as the number of heads, answering (2, 4, 5, 3); with 3 heads of head_dim 4 the shape is (2, 3, 5, 4).
import torch

queries = torch.zeros(2, 5, 12)
b, n, d_out = queries.shape
head_dim = 3
num_heads = d_out // head_dim
ex_shape_view = tuple(queries.view(b, n, num_heads, head_dim).transpose(1, 2).shape)
