# exercise: ex3_2
# mistake: The learner kept d_out=2 per head (4 outputs) and added an nn.Linear(4, 2) inside an nn.Sequential to bring the output down to 2; the wrapper itself should have d_out=1 per head, with no extra layer.
from torch import nn


def ex3_2(MultiHeadAttentionWrapper):
    wrapper = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    to_2d = nn.Linear(2 * 2, 2, bias=False)
    model = nn.Sequential(wrapper, to_2d)
    return model
