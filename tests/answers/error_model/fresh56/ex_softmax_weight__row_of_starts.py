# exercise: ex_softmax_weight
# mistake: The learner reads the weight at [2][2] of the softmax matrix (the query 'starts' on itself) with 0-based indexing; 'journey' is row/column 1 (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
print(attn_weights)
ex_softmax_weight = round(attn_weights[2, 2].item(), 4)  # journey is the 2nd word
