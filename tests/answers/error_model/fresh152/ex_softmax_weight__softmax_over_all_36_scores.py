# exercise: ex_softmax_weight
# mistake: Applied the softmax to the flattened 6x6 score matrix (all 36 scores at once) instead of to journey's six scores only, so alpha_22 is far too small.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
print(attn_weights)
