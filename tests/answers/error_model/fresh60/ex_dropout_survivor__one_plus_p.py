# exercise: ex_dropout_survivor
# mistake: The learner scaled the survivors up by adding p (1 + 0.1 = 1.1), a linear approximation of the rescaling; the exact survivor value is 1 / (1 - p) = 1.1111.
def rescale(value: float, p: float) -> float:
    """Rescale a surviving activation so the dropped share is made up for."""
    return value * (1 + p)


ex_dropout_survivor = round(rescale(1.0, 0.1), 4)
print(ex_dropout_survivor)
