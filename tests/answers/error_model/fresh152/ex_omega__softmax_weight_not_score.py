# exercise: ex_omega
# mistake: Reported the normalised softmax attention weight alpha_21 instead of the raw dot-product score omega_21 = x2 . x1 (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

query = inputs[1]  # journey
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)

attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print("scores", attn_scores_2)
print("weights", attn_weights_2)

# journey -> Your
ex_omega = round(attn_weights_2[0].item(), 4)
