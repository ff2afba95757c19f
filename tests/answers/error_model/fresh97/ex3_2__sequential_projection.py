# exercise: ex3_2
# mistake: Keeps d_out=2 per head (output 4) and appends an nn.Linear(4, 2) in an nn.Sequential to get 2 dimensions; the exercise wants the wrapper itself with d_out=1 per head, whose concatenation is 2-dimensional.
import torch


def ex3_2(MultiHeadAttentionWrapper):
    wrapper = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=2)
    # 2 heads x 2 = 4 -> project down to 2
    return torch.nn.Sequential(wrapper, torch.nn.Linear(4, 2, bias=False))
