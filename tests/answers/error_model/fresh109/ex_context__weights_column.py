# exercise: ex_context
# mistake: The learner built the full 6×6 weight matrix and took its column 1 (the weights every query gives "journey") instead of row 1 (the weights "journey" gives every key), getting [0.5595, 0.7824, 0.6953]; z(2) = Σ_j α_2j x(j) = [0.4419, 0.6515, 0.5683].
import torch
from torch import nn

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

attn_scores = inputs @ inputs.T
attn_weights = nn.Softmax(dim=-1)(attn_scores)
all_context = attn_weights.T @ inputs
print(all_context)
ex_context = [round(v, 4) for v in all_context[1].tolist()]
