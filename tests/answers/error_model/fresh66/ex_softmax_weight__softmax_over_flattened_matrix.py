# exercise: ex_softmax_weight
# mistake: The softmax is taken over the whole flattened 6x6 score matrix (reshaped back afterwards), so the 36 scores share one normaliser; it must be over the six scores of the "journey" row.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.reshape(-1), dim=0).reshape(6, 6)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
