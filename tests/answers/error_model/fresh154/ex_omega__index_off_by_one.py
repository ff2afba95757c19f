# exercise: ex_omega
# mistake: The learner uses the 1-based superscripts as 0-based indices, computing inputs[2] · inputs[1] ("starts" with "journey"); ω₂₁ is inputs[1] · inputs[0].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

attn_scores = inputs @ inputs.T
ex_omega = round(attn_scores[2, 1].item(), 4)
