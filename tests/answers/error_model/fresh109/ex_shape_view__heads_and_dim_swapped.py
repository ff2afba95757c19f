# exercise: ex_shape_view
# mistake: The learner took head_dim as the number of heads and the 3 as the size of each head, viewing to (2, 5, 4, 3) and answering (2, 4, 5, 3); with 3 heads head_dim is 12 / 3 = 4, giving (2, 3, 5, 4).
import torch
from torch import nn

b, n, d_out = 2, 5, 12
head_dim = 3
num_heads = d_out // head_dim

unflatten = nn.Unflatten(-1, (num_heads, head_dim))
q = unflatten(torch.zeros(b, n, d_out)).transpose(1, 2)
ex_shape_view = tuple(q.shape)
