# exercise: ex_context
# mistake: The learner's attend() has normalize_out=True, which L2-normalises the context vector; z(2) is the plain weighted sum Σ α2j x(j) = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def attend(q, keys, values, normalize_out=True):
    w = torch.softmax(keys @ q, dim=0)
    z = w @ values
    if normalize_out:
        z = z / z.norm()
    return z


z2 = attend(inputs[1], inputs, inputs)
print(z2)
ex_context = [round(float(v), 4) for v in z2]
