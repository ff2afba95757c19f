# exercise: ex_omega
# mistake: The learner indexed the rows as in R (x[1] = first token), so computed x(2)·x(3) with inputs[1] and inputs[2]; the score of 'journey' with 'Your' is inputs[1] · inputs[0] = 0.9544.
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

# tokens numbered 1..6 like in the text: x1 = Your, x2 = journey
x = lambda i: inputs[i]
logit_21 = torch.dot(x(2), x(1))
ex_omega = round(logit_21.item(), 4)
print(ex_omega)
