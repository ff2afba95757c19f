# exercise: ex_shape_view
# mistake: The learner views as (b, n, head_dim, num_heads) instead of (b, n, num_heads, head_dim), so the transposed shape is (2, 4, 5, 3); the answer is (2, 3, 5, 4).
import torch


class Splitter:
    def __init__(self, heads):
        self.heads = heads

    def __call__(self, q):
        b, n, d = q.shape
        return q.view(b, n, d // self.heads, self.heads).transpose(1, 2)


ex_shape_view = tuple(Splitter(3)(torch.randn(2, 5, 12)).shape)
