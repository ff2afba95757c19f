# exercise: ex_omega
# mistake: The learner gives the attention weight α₂₁ (softmax of journey's scores, 0.1385) instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch
from torch import nn

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class Scores(nn.Module):
    def forward(self, query, keys):
        return nn.functional.softmax(keys @ query, dim=0)


ex_omega = round(Scores()(inputs[1], inputs)[0].item(), 4)
