# exercise: ex_shape_view
# style: computed by doing the view and transpose on an empty tensor; the answer is a torch.Size.
import torch

b, n, d_out, num_heads = 2, 5, 12, 3
queries = torch.empty(b, n, d_out)
ex_shape_view = queries.view(b, n, num_heads, d_out // num_heads).transpose(1, 2).shape
