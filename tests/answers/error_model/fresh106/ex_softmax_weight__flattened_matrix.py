# exercise: ex_softmax_weight
# mistake: Applied the softmax to all 36 entries of the flattened score matrix at once and read entry (1, 1); the softmax is over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T          # all pairs, like in the SO answer
probs = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(probs[1, 1].item(), 4)
