# exercise: ex_omega
# mistake: The learner used 1-based positions as 0-based indices (x[2] @ x[1]), which is 'starts' with 'journey' (1.4754); ω₂₁ is x[1] @ x[0] = 0.9544.
import torch
x = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                  [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
ex_omega = round((x[2] @ x[1]).item(), 4)
