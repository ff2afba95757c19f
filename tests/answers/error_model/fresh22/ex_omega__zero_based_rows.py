# exercise: ex_omega
# mistake: Read x^(2) and x^(1) as 0-based rows inputs[2] ("starts") and inputs[1] ("journey"), giving 1.4754; the answer is journey·Your = 0.9544.
import torch
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
ex_omega = round(torch.dot(inputs[2], inputs[1]).item(), 4)
