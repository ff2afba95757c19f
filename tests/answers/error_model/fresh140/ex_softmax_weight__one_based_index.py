# exercise: ex_softmax_weight
# mistake: The learner computed the right softmax weights of "journey" but took attn_weights_2[2] (α₂₃, the weight on "starts") because they used the 1-based index 2 for α₂₂; the answer is attn_weights_2[1] = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
attn_scores_2 = inputs @ query
attn_weights_2 = torch.exp(attn_scores_2) / torch.exp(attn_scores_2).sum()
print("weights:", attn_weights_2)
alpha_22 = attn_weights_2[2]
ex_softmax_weight = round(alpha_22.item(), 4)
