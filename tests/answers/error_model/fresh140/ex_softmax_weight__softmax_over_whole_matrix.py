# exercise: ex_softmax_weight
# mistake: The learner applied the softmax to the flattened 6×6 score matrix (all 36 scores at once) and read entry [1, 1]; the softmax must run over the six scores of the query "journey" only (one row), giving 0.2379.
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
flat = torch.softmax(attn_scores.flatten(), dim=0)
attn_weights = flat.view(6, 6)
print(attn_weights.sum())   # 1.0 ok
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
