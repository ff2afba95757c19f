# exercise: ex_softmax_weight
# mistake: The learner divides the scores by √3 before the softmax (the scaled dot product of later sections); the statement asks for raw, unscaled scores, giving 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

d = inputs.shape[-1]


class Attn:
    def __init__(self, x):
        self.x = x

    def __call__(self, i):
        s = self.x @ self.x[i]
        return torch.softmax(s / d ** 0.5, dim=-1)


ex_softmax_weight = round(Attn(inputs)(1)[1].item(), 4)
