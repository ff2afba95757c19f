# exercise: ex_softmax_weight
# mistake: The learner applies the softmax to the whole flattened 6x6 score matrix and reads entry (2, 2), so the weight is normalised over 36 scores; it must be normalised over the six scores of the query “journey” only (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
assert abs(attn_weights.sum().item() - 1) < 1e-5   # all weights sum to one
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
print("alpha_22:", ex_softmax_weight)
