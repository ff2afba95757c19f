# exercise: ex_omega
# mistake: Divides the dot product by both vector norms (cosine similarity); ω is the plain dot product x⁽²⁾·x⁽¹⁾ = 0.9544.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(u, v):
    s = 0.0
    for a, b in zip(u, v):
        s += a * b
    return s

num = dot(inputs[1], inputs[0])
den = (dot(inputs[1], inputs[1]) ** 0.5) * (dot(inputs[0], inputs[0]) ** 0.5)
ex_omega = round(num / den, 4)
