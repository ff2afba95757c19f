# exercise: ex_omega
# mistake: The learner returns the softmax weight α21 of 'Your' for the query 'journey' instead of the raw score ω21 (the dot product, 0.9544).
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
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_scores_2)
ex_omega = round(attn_weights_2[0].item(), 4)
