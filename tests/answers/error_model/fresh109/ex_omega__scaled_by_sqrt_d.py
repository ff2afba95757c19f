# exercise: ex_omega
# mistake: The learner divided the dot product by sqrt(3), as in scaled dot-product attention; the question asks for the raw score x(2)·x(1) = 0.9544 with no scaling.
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


class ScoreModule(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.register_buffer("scale", torch.tensor(d ** 0.5))

    def forward(self, q, k):
        return (q * k).sum(-1) / self.scale


score = ScoreModule(inputs.shape[1])(inputs[1], inputs[0])
print(score)
ex_omega = round(score.item(), 4)
