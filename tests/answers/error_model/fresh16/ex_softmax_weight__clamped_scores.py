# exercise: ex_softmax_weight
# mistake: Clamped the scores at 1.0 before the softmax (to avoid overflow in the naive exp), which flattens the scores above 1 (1.4950, 1.4754, 1.0865) to 1 and gives 0.1800 instead of 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def softmax_naive(x):
    x = x.clamp(max=1.0)  # exp 太大会溢出
    return torch.exp(x) / torch.exp(x).sum(dim=0)


scores = inputs @ inputs[1]
weights = softmax_naive(scores)
ex_softmax_weight = round(weights[1].item(), 4)
