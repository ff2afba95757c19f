# exercise: ex_shape_view
# mistake: The learner reuses num_heads = 2 from the book's example cell instead of the 3 heads of the statement, so head_dim is 6 and the answer (2, 2, 5, 6); with 3 heads it is (2, 3, 5, 4).
import torch

# book example: d_in=3, d_out=2, num_heads=2
d_in, d_out, num_heads = 3, 2, 2

# exercise
queries = torch.zeros(2, 5, 12)
b, n, d_out = queries.shape
head_dim = d_out // num_heads
q = queries.view(b, n, num_heads, head_dim).transpose(1, 2)
ex_shape_view = tuple(q.shape)
