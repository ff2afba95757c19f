# exercise: ex_shape_view
# mistake: The learner writes the view as (b, n, head_dim, num_heads), then transposes, giving (2, 4, 5, 3); the view is (b, n, num_heads, head_dim), so the result is (2, 3, 5, 4).
import torch

queries = torch.randn(2, 5, 12)
num_heads = 3
head_dim = 12 // num_heads
q = queries.view(2, 5, head_dim, num_heads).transpose(1, 2)
ex_shape_view = tuple(q.shape)
