# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1 + p = 1.1 to make up for the 10% lost; keeping the expectation requires 1 / (1 - p) = 1.1111.
vals = {"p": 0.1}
vals["lost"] = vals["p"]            # fraction that gets zeroed
vals["scale"] = 1 + vals["lost"]    # give the lost part back to the survivors
ex_dropout_survivor = round(1.0 * vals["scale"], 4)
