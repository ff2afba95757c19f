# exercise: ex_context
# mistake: Subtracts the maximum score and exponentiates but never divides by the sum, so the weights do not sum to 1 and the vector is too large; normalise the exponentials to get [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

omega_2 = inputs @ inputs[1]
alpha_2 = torch.exp(omega_2 - omega_2.max())       # stable softmax
z_2 = alpha_2 @ inputs
ex_context = [round(float(c), 4) for c in z_2]
print(ex_context)
