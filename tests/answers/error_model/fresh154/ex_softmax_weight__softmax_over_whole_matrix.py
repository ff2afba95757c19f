# exercise: ex_softmax_weight
# mistake: The learner applies the softmax to the flattened 6×6 score matrix, normalising over all 36 scores at once; it must be over the six scores of the query "journey" only.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
attn_weights = F.softmax(attn_scores.flatten(), dim=0).view_as(attn_scores)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
