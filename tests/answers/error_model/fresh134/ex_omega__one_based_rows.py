# exercise: ex_omega
# mistake: Read x(2) and x(1) as 1-based row numbers and used inputs[2] · inputs[1] ("starts" with "journey"), giving 1.4754; the score of "journey" (row 1) with "Your" (row 0) is 0.9544.
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[2]
w = torch.dot(q, inputs[1])
print(w)
ex_omega = round(w.item(), 4)
