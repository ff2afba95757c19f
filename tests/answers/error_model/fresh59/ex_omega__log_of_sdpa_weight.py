# exercise: ex_omega
# mistake: The learner recovers the score as the log of the attention weight returned by scaled_dot_product_attention (a log-softmax of scaled scores), which is not the raw score; ω₂₁ = x⁽²⁾·x⁽¹⁾ = 0.9544.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

# use identity values so the output IS the weight matrix
eye = torch.eye(6)
weights = F.scaled_dot_product_attention(inputs[None], inputs[None], eye[None])[0]
ex_omega = round(torch.log(weights[1, 0]).item(), 4)
print(ex_omega)
