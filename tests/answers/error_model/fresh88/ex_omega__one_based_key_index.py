# exercise: ex_omega
# mistake: Used 1-based token numbering with 0-based lookup, so x(1), x(2) are "journey" and "starts" and the result is x(2)·x(3) = 1.4754; ω21 pairs "journey" with "Your" (Python indices 1 and 0), 0.9544.
TOKENS = ["Your", "journey", "starts", "with", "one", "step"]
EMB = {
    "Your": [0.43, 0.15, 0.89],
    "journey": [0.55, 0.87, 0.66],
    "starts": [0.57, 0.85, 0.64],
    "with": [0.22, 0.58, 0.33],
    "one": [0.77, 0.25, 0.10],
    "step": [0.05, 0.80, 0.55],
}


def x(i):
    # x(i) as in the book, i starting at 1
    return EMB[TOKENS[i]]


def dot(u, v):
    return sum(a * b for a, b in zip(u, v))


ex_omega = round(dot(x(1), x(2)), 4)
print(ex_omega)
