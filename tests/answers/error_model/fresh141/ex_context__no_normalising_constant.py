# exercise: ex_context
# mistake: The learner weighted the rows by the unnormalised exp(ω2j) and never divided by Z = Σ exp(ω2j); the weights must be the softmax probabilities, giving [0.4419, 0.6515, 0.5683].
import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

def lik(j):
    return torch.exp(inputs[1] @ inputs[j])

Z = sum(lik(j) for j in range(6))   # normalising constant
print("Z =", Z)
z = sum(lik(j) * inputs[j] for j in range(6))
ex_context = [round(float(v), 4) for v in z]
