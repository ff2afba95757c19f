# exercise: ex_omega
# mistake: The learner uses 0-based rows 2 and 1 for x⁽²⁾ and x⁽¹⁾, i.e. the score of "starts" with "journey" (1.4754); with 0-based indexing "journey" is row 1 and "Your" row 0 (0.9544).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
s = 0.0
for c in range(inputs.shape[1]):
    s += float(inputs[2, c] * inputs[1, c])
ex_omega = round(s, 4)
