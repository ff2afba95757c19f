# exercise: ex_shape_view
# mistake: Swapped the number of heads and the head size in the view (4 heads of 3), answering (2, 4, 5, 3) instead of (2, 3, 5, 4).

import torch
queries = torch.zeros(2, 5, 12)
num_heads = 3
head_dim = 12 // num_heads
ex_shape_view = tuple(queries.view(2, 5, head_dim, num_heads).transpose(1, 2).shape)
