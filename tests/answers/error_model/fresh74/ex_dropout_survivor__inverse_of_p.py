# exercise: ex_dropout_survivor
# mistake: The learner scales survivors by 1/p = 10 instead of 1/(1 - p) = 1.1111.
class Drop:
    def __init__(self, p):
        self.p = p

    @property
    def scale(self):
        return 1 / self.p


ex_dropout_survivor = round(Drop(0.1).scale, 4)
