# exercise: ex_softmax_weight
# mistake: Takes the softmax over all 36 scores of the full score matrix at once (flattened) instead of over the six scores of the query “journey”.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
