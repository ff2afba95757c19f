# exercise: ex_context
# mistake: The learner takes column 1 of the row-softmaxed weight matrix (the weights every query gives to "journey") instead of row 1 (the weights "journey" gives to every key).
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
attn_weights = torch.softmax(attn_scores, dim=-1)
# scores are symmetric so row or column is the same
alpha_2 = attn_weights[:, 1]
z_2 = alpha_2 @ inputs
ex_context = [round(float(v), 4) for v in z_2]
