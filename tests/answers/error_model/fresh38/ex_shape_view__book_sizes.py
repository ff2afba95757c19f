# exercise: ex_shape_view
# mistake: The learner used the sizes of the book's example (b=2, n=6, d_out=2, 2 heads) instead of the statement's (2, 5, 12) with 3 heads, answering (2, 2, 6, 1) instead of (2, 3, 5, 4).
import torch

# same as in the book example
batch = torch.rand(2, 6, 2)
b, num_tokens, d_out = batch.shape
num_heads = 2
head_dim = d_out // num_heads
q = batch.view(b, num_tokens, num_heads, head_dim).transpose(1, 2)
ex_shape_view = tuple(q.shape)
