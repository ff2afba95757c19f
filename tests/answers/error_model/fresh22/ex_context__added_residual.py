# exercise: ex_context
# mistake: Added the residual x^(2) to the weighted sum (Add & Norm habit), giving [0.9919, 1.5215, 1.2283]; z^(2) is the weighted sum alone, [0.4419, 0.6515, 0.5683].
import torch
inputs = torch.tensor([[0.43,0.15,0.89],[0.55,0.87,0.66],[0.57,0.85,0.64],
                       [0.22,0.58,0.33],[0.77,0.25,0.10],[0.05,0.80,0.55]])
x2 = inputs[1]
alpha = torch.softmax(inputs @ x2, dim=0)
z2 = x2 + alpha @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
