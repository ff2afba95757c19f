# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1 - p = 0.9 (as if keeping the probability mass); dropout divides survivors by 1 - p, so they are 1 / 0.9 = 1.1111.
class Dropout:
    def __init__(self, p):
        self.p = p
        self.keep = 1 - p

    def survivor(self, value=1.0):
        return value * self.keep


ex_dropout_survivor = round(Dropout(0.1).survivor(), 4)
